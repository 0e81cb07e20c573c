export const PageFrame = 'frame';
