import { useEffect, useState } from 'react';
import { call, getLawFirmById, type LawFirm } from 'shared-api';

/** The firm of the case shown, for its logo; null until known or when it cannot be read (the default logo shows). */
export function useLawFirm(lawFirmId: number | null) {
  const [firm, setFirm] = useState<LawFirm | null>(null);
  useEffect(() => {
    setFirm(null);
    if (lawFirmId === null) return;
    let live = true;
    call(getLawFirmById, { query: { lawFirmId } })
      .then((data) => live && setFirm(data))
      .catch(() => {
        // Spec 2 §8: the logo falls back to the default image without a message.
      });
    return () => {
      live = false;
    };
  }, [lawFirmId]);
  return firm;
}
