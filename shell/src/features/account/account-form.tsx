import { SubmitForm, type SubmitFormProps } from '../../components/submit-form';

/**
 * A form of the account page: the page's narrow grid of fields, and the submit button without the sign-in
 * pages' look (SubmitForm's defaults are theirs).
 */
export function AccountForm(props: Omit<SubmitFormProps, 'className' | 'submitClassName'>) {
  return <SubmitForm {...props} className="shell-account__form" submitClassName="" />;
}
