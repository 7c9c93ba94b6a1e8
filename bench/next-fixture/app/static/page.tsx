// The body of /en as React elements, prerendered at build time (static).
import { Tree } from '../tree.gen'

export default function StaticPage() {
  return <Tree />
}
