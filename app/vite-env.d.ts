/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BUILD_ID: string
  readonly VITE_BUILD_POLL_INTERVAL_MS?: string
}

/** TanStack Start's table of this build's server functions (a virtual module of its Vite plugin). */
declare module '#tanstack-start-server-fn-resolver' {
  export function getServerFnById(
    id: string,
    access: { origin: 'client' | 'server' },
  ): Promise<unknown>
}

/** The site's pictures, encoded at build time (scripts/vite-site-images.ts). */
declare module 'virtual:site-images' {
  // An ambient module cannot import by a relative path: the type is named where it is made.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const images: Record<string, import('../scripts/vite-site-images').SiteImageEntry>
  export default images
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const films: Record<string, import('../scripts/vite-site-images').SiteFilmEntry>
}
