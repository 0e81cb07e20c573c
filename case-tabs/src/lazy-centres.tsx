// The documents and claims tabs as the portals get them: each loads when its tab is first opened, so a
// case opens with the code of its first tab only (the creditor's messages, the firm's creditors).
import { LazyView, lazyNamed } from 'shared-ui';
import type { ClaimCentreProps } from './claims/claim-centre';
import type { DocumentCentreProps } from './documents/document-centre';
import type { ObjectionCentreProps } from './objections/objection-centre';

const LazyClaimCentre = lazyNamed(() => import('./claims/claim-centre'), 'ClaimCentre');
const LazyObjectionCentre = lazyNamed(() => import('./objections/objection-centre'), 'ObjectionCentre');
const LazyDocumentCentre = lazyNamed(() => import('./documents/document-centre'), 'DocumentCentre');

/** The claims tab, loaded when first shown. */
export function ClaimCentre(props: ClaimCentreProps) {
  return (
    <LazyView>
      <LazyClaimCentre {...props} />
    </LazyView>
  );
}

/** The documents tab, loaded when first shown. */
export function DocumentCentre(props: DocumentCentreProps) {
  return (
    <LazyView>
      <LazyDocumentCentre {...props} />
    </LazyView>
  );
}

/** The objections under the claims tab, loaded when first shown. */
export function ObjectionCentre(props: ObjectionCentreProps) {
  return (
    <LazyView>
      <LazyObjectionCentre {...props} />
    </LazyView>
  );
}
