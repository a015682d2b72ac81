import './Skeleton.css'

export interface SkeletonProps {
  /** CSS width of the block: '60%', '240px'; the whole line unless told. */
  width?: string
  /** CSS height; one line of text unless told. */
  height?: string
  /** Several lines of text, the last one shorter. */
  lines?: number
  className?: string
}

/**
 * A grey placeholder where content is about to appear, so a page keeps its
 * shape while it loads. For the eye only (aria-hidden): the region around it
 * says it is loading (aria-busy and a hidden «Загрузка…»).
 */
export const Skeleton = ({ width, height, lines = 1, className }: SkeletonProps) => (
  <span
    className={`skeleton${className ? ` ${className}` : ''}`}
    aria-hidden="true"
    data-testid="skeleton"
  >
    {Array.from({ length: lines }, (_, index) => (
      <span
        key={index}
        className="skeleton__line"
        style={{
          width: lines > 1 && index === lines - 1 ? '60%' : width,
          height,
        }}
      />
    ))}
  </span>
)

export default Skeleton
