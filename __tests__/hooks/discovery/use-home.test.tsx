import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { useHome } from '@/hooks/discovery/use-home';
import { apiErrorMessage } from '@/services/common/api-errors';
import { makeHome } from '../../helpers/fixtures';

const HOME = 'http://localhost/api/v3/home';
const server = mockServer();

function renderUseHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useHome(), { wrapper });
}

it('holds the home data when the answer keeps its contract', async () => {
  server.use(http.get(HOME, () => HttpResponse.json(makeHome())));
  const { result } = renderUseHome();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data).toEqual(makeHome());
});

it('fails the query with a message naming the endpoint when the answer breaks it', async () => {
  // JSON leaves out an undefined field: the answer has no `trending` at all.
  server.use(http.get(HOME, () => HttpResponse.json({ ...makeHome(), trending: undefined })));
  const { result } = renderUseHome();
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(apiErrorMessage(result.current.error)).toBe('GET /home answered in an unexpected shape at trending: Invalid input: expected array, received undefined');
});
