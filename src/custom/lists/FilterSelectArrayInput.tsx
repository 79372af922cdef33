import { useState } from 'react';
import { SelectArrayInput, type SelectArrayInputProps } from 'react-admin';

/**
 * A multi-select filter that gets out of the way: it drops below its field
 * and closes once a value is picked (or on Escape, or a click elsewhere), since the rows it
 * filters are what staff look at next; reopening it picks another value.
 */
export const FilterSelectArrayInput = ({ options, ...props }: SelectArrayInputProps) => {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <SelectArrayInput
      {...props}
      options={{
        ...options,
        open,
        onOpen: () => setOpen(true),
        onClose: close,
        MenuProps: {
          anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
          transformOrigin: { vertical: 'top', horizontal: 'left' },
          // A pick by mouse, Enter or Space is a click on the item, which reaches the list.
          slotProps: { list: { onClick: close } },
        },
      }}
    />
  );
};
