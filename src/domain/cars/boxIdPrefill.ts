/**
 * Spec 5, Add car form: "choosing a box model prefills the box id with that model's prefix".
 * A box id staff already typed past a prefix is theirs and stays; an empty one, or one that is
 * only another model's prefix (the last choice's prefill), takes the chosen model's.
 */
export const prefilledBoxId = (
  current: string | undefined,
  model: string,
  telemeterMap: Readonly<Record<string, string>>,
): string => {
  const prefix = telemeterMap[model] ?? '';
  const typed = current ?? '';
  return typed === '' || Object.values(telemeterMap).includes(typed) ? prefix : typed;
};
