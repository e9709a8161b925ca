import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, DmcaRequest } from '@/lib/contracts/contact';
import { apiErrorMessage } from '@/services/common/api-errors';
import * as contact from '@/services/contact/contact';

/** What a failed send says, shown above the form's button (the API's message names the field). */
export const contactErrorMessage = (error: unknown): string | null => (error ? apiErrorMessage(error) : null);

export const useSendContact = () => useMutation({ mutationFn: (body: ContactRequest) => contact.sendContactMessage(body) });

export const useSendDmca = () => useMutation({ mutationFn: (body: DmcaRequest) => contact.sendDmcaNotice(body) });
