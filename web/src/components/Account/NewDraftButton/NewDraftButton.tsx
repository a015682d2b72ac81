import type { NewDraftMutation, NewDraftMutationVariables } from 'types/graphql'

import { navigate } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { Button } from 'src/components/ui/Button'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { orderPath } from 'src/lib/links'

export const NEW_DRAFT = gql`
  mutation NewDraftMutation {
    createOrderDraft(items: []) {
      id
      number
    }
  }
`

/**
 * «Новый черновик» on the drafts tab (issue 20): an empty draft a wholesale
 * customer fills deliberately — by article, from a file or from another
 * order — apart from the cart, which stays as it is.
 */
const NewDraftButton = () => {
  const [create, { loading }] = useMutation<NewDraftMutation, NewDraftMutationVariables>(
    NEW_DRAFT,
    { refetchQueries: ['DraftOrdersQuery'] }
  )
  const t = usePagesT()
  const path = useLocalePath()
  const onClick = async () => {
    try {
      const { data } = await create()
      if (!data) return
      toast.success(t('drafts.created', { number: data.createOrderDraft.number }))
      navigate(path(orderPath(data.createOrderDraft.id)))
    } catch (error) {
      toast.error(shopMessageOf(error, t('drafts.createFailed')))
    }
  }
  return (
    <Button onClick={onClick} busy={loading}>
      {loading ? t('drafts.creating') : t('drafts.new')}
    </Button>
  )
}

export default NewDraftButton
