/** How many plannings the list paints before the whole window is read: a tall screenful. */
export const HEAD_SIZE = 40;
