import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { START_ORDER_PAYMENT } from 'src/components/Order/orderFragments'
import { goToGateway } from 'src/lib/gateway'
import { shopMessageOf } from 'src/lib/graphqlErrors'

/**
 * «Оплатить онлайн»: the api opens a payment and names the gateway's page;
 * the gateway takes the customer from here and sends them back to the order.
 */
export function useOnlinePayment(orderId: number) {
  const [startPayment, { loading }] = useMutation(START_ORDER_PAYMENT)
  const payOnline = async () => {
    try {
      const { data } = await startPayment({ variables: { id: orderId } })
      goToGateway(data.startOrderPayment.redirectUrl)
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось перейти к оплате. Повторите попытку.'))
    }
  }
  return { payOnline, paying: loading }
}
