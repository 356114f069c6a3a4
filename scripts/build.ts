// `npm run build` (--always) and `npm start`'s prestart (when a source is newer than the build):
// the app with React Router, then the host bundle `npm start` runs (decision 011).
import { build, buildIfNeeded } from "./build-if-needed";

if (process.argv.includes("--always")) build();
else buildIfNeeded();
