import { TextInput, type TextInputProps } from 'react-admin';
import { formatPlate } from '../../domain/cars/plate.ts';

/**
 * Spec 5 Add car form, plate: upper-cased while typed, the space put after the third character.
 * The Add car and Change car plate modals share it, so a plate reads the same wherever it is typed.
 */
export const PlateInput = (props: TextInputProps) => <TextInput {...props} parse={formatPlate} />;
