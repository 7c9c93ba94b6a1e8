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
