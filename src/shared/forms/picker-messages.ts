/** What a date picker's field says when its text is no date: the format to type, in the
 * catalogue's words (field-messages.ts `expectedPickerDate`). Spec section 9: pickers read
 * DD/MM/YYYY. */
export const EXPECTED_PICKER_DATE = 'expected DD/MM/YYYY';
