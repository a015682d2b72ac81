import { Link } from '@redwoodjs/router'

/** A line the api refused to place: «NS-100: В наличии 1 товаров». */
export interface ShortLine {
  article: string
  message: string
}

/**
 * Why placing failed, said where the button is: the api's message and, when
 * stock was short, each line with what is available and a link to fix it
 * (the draft, or the cart).
 */
const OrderProblemAlert = ({
  message,
  short,
  fix,
}: {
  message: string
  short: readonly ShortLine[]
  fix: { to: string; label: string }
}) => (
  <div role="alert" className="alert">
    <p>{message}</p>
    {short.length ? (
      <>
        <ul>
          {short.map((line) => (
            <li key={line.article}>
              {line.article}: {line.message}
            </li>
          ))}
        </ul>
        <Link to={fix.to}>{fix.label}</Link>
      </>
    ) : null}
  </div>
)

export default OrderProblemAlert
