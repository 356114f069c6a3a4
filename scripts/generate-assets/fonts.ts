import { fontsourceFont } from "./font-outline";

/** The brand's two typefaces, from the app's own @fontsource packages. */
export const fonts = {
  serif: fontsourceFont("cormorant-garamond", "latin-600-normal"),
  serifRegular: fontsourceFont("cormorant-garamond", "latin-500-normal"),
  serifItalic: fontsourceFont("cormorant-garamond", "latin-500-italic"),
  sans: fontsourceFont("inter", "latin-500-normal"),
};
