import { Children, cloneElement, Fragment, isValidElement, type ReactNode } from 'react'
import { breakPieces, hasBreakMarks } from '../../lib/line-breaks'

/**
 * A heading or short text whose line breaks the server chose (ADR 029): each U+200B becomes a
 * <wbr>, each word joined by U+2060 a no-wrap span, and with break marks the text breaks only
 * there (`word-break: keep-all`: Chinese and Japanese never break between two characters of a
 * phrase). The output holds no mark, so copying the text or searching the page finds the words.
 * A string without marks is returned as it is.
 */
export function BreakableText({ text }: { text: string }) {
  if (!hasBreakMarks(text)) return text
  return (
    <span data-slot="breakable" className="break-keep">
      {breakPieces(text).map((piece, i) => (
        <Fragment key={i}>
          {piece.kind === 'break' ? (
            <wbr />
          ) : piece.kind === 'whole' ? (
            <span className="whitespace-nowrap">{piece.text}</span>
          ) : (
            piece.text
          )}
        </Fragment>
      ))}
    </span>
  )
}

/**
 * Children with every marked string as `BreakableText`: the strings given directly, and those
 * given to the elements among them (a heading's link: `<Heading><AppLink>{title}</AppLink>`),
 * two levels deep. Children without marks come back as they are. The same on the server and in
 * the browser, so hydration matches.
 */
export function breakable(children: ReactNode, depth = 2): ReactNode {
  if (!hasMarkedText(children, depth)) return children
  if (typeof children === 'string') return <BreakableText text={children} />
  if (Array.isArray(children))
    return Children.map(children, (child: ReactNode) => breakable(child, depth))
  if (isValidElement<{ children?: ReactNode }>(children))
    return cloneElement(children, undefined, breakable(children.props.children, depth - 1))
  return children
}

function hasMarkedText(children: ReactNode, depth: number): boolean {
  if (typeof children === 'string') return hasBreakMarks(children)
  if (Array.isArray(children)) return children.some((child) => hasMarkedText(child, depth))
  if (depth > 0 && isValidElement<{ children?: ReactNode }>(children))
    return hasMarkedText(children.props.children, depth - 1)
  return false
}
