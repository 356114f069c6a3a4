import pLimit from "p-limit";

/**
 * Runs image uploads one at a time in this process (decision 018): ten concurrent 40-megapixel
 * PNGs took the server's resident memory to 728 MB, each decode holding its own pixels. An upload waiting its turn has not been read yet: its body stays in the network's
 * buffers, not in memory here. Returns what `receive` returns, after every earlier upload.
 */
export const oneUploadAtATime: <T>(receive: () => Promise<T>) => Promise<T> = pLimit(1);
