/** @jest-environment node */
import type { DehydratedState } from '@tanstack/react-query';
import type { GetStaticPropsContext } from 'next';
import type { Genres, Mixtape } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import { GENRES, MOODS } from '@/lib/genres';
import { apiForSuite } from '../../helpers/api-server';

// The genre pages as the server renders them: getStaticProps of /genres and /genre/{slug} over a seeded database.

apiForSuite({ seed: { mixtapes: 10 } });

const dataOf = (state: DehydratedState | undefined, key: string) => state?.queries.find((q) => JSON.stringify(q.queryKey).includes(key))?.state.data;

it('renders /genres with every genre and mood counted', async () => {
  const { getStaticProps } = await import('@/pages/genres');
  const result = await getStaticProps({} as GetStaticPropsContext);
  expect(result).toMatchObject({ revalidate: 60 });
  const genres = dataOf((result as { props: { dehydratedState?: DehydratedState } }).props.dehydratedState, '"genres"') as Genres;
  expect(genres.genres.map((g) => g.slug)).toEqual(GENRES.map((g) => g.slug));
  expect(genres.moods.map((m) => m.slug)).toEqual(MOODS.map((m) => m.slug));
  expect(genres.genres.reduce((sum, g) => sum + g.mixtapes, 0)).toBeGreaterThan(0);
});

it('renders a genre’s page with the first page of its mixtapes, and is a 404 for a slug that is no genre or mood', async () => {
  const { getStaticProps } = await import('@/pages/genre/[slug]');
  const render = (slug: string) => getStaticProps({ params: { slug } } as GetStaticPropsContext) as Promise<Record<string, unknown>>;
  const { listGenres } = await import('@/server/catalog/genres');
  const [{ slug }] = (await listGenres('main')).genres.filter((g) => g.mixtapes > 0);
  const result = (await render(slug)) as { props: { slug: string; dehydratedState?: DehydratedState }; revalidate: number };
  expect(result.props.slug).toBe(slug);
  expect(result.revalidate).toBe(60);
  const list = dataOf(result.props.dehydratedState, `"genre":"${slug}"`) as { pages: Paged<Mixtape>[] };
  expect(list.pages[0].data.length).toBeGreaterThan(0);
  for (const m of list.pages[0].data) expect(m.genre?.slug).toBe(slug);

  const mood = (await render('chill')) as { props: { dehydratedState?: DehydratedState } };
  const moodList = dataOf(mood.props.dehydratedState, '"mood":"chill"') as { pages: Paged<Mixtape>[] };
  for (const m of moodList.pages[0].data) expect(m.moods.map((x) => x.slug)).toContain('chill');

  expect(await render('polka')).toEqual({ notFound: true });
  expect(await render('Hip-Hop')).toEqual({ notFound: true });
});
