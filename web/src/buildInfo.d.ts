/** The product version this page was built from (root package.json), set by Vite's `define`. */
declare const __APP_VERSION__: string;
