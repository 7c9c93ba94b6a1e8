// The body of /en as React elements, rendered for every request.
import { Tree } from '../tree.gen'

export const dynamic = 'force-dynamic'

export default function DynamicPage() {
  return <Tree />
}
