/** The price slider's box and track, shared by the live slider and its still picture. */
export const priceSliderBox = "relative flex h-6 touch-none items-center select-none";
export const priceSliderTrack = "relative h-0.5 grow bg-stone";
