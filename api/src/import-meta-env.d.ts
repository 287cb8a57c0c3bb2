// The remotes' server modules, rendered in api tests (site/server-render.test.ts), read Vite's
// import.meta.env; Vite defines it when it builds them, this declares it for the api's typecheck.
interface ImportMetaEnv {
  readonly [key: string]: string | undefined;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
