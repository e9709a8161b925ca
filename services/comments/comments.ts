import { clientConfigSchema } from '@/lib/contracts/catalog';
import {
  commentLikeSchema,
  commentPageSchema,
  commentSchema,
  spotimLoginReplySchema,
  type Comment,
  type CommentArea,
  type CommentLike,
  type CommentPage,
  type CommentSort,
  type CommentsConfig,
} from '@/lib/contracts/comments';
import { api, parseReply } from '@/services/common/api-client';

// Comments (see docs/api.md, Comments): the built-in ones, and the one call OpenWeb's single sign-on needs.

export async function getComments(area: CommentArea, id: number, page: number, take: number, sort: CommentSort): Promise<CommentPage> {
  const path = `/${area}/${id}/comments`;
  const { data } = await api.get(path, { params: { page, take, sort } });
  return parseReply(commentPageSchema, data, `GET ${path}`);
}

export async function postComment(area: CommentArea, id: number, text: string, parentId: number | null): Promise<Comment> {
  const path = `/${area}/${id}/comments`;
  const { data } = await api.post(path, parentId ? { text, parent_id: parentId } : { text });
  return parseReply(commentSchema, data, `POST ${path}`);
}

export async function deleteComment(id: number): Promise<void> {
  await api.delete(`/comments/${id}`);
}

export async function likeComment(id: number, like: boolean): Promise<CommentLike> {
  const path = `/comments/${id}/like`;
  const { data } = like ? await api.post(path) : await api.delete(path);
  return parseReply(commentLikeSchema, data, `${like ? 'POST' : 'DELETE'} ${path}`);
}

export async function reportComment(id: number, reason: string): Promise<void> {
  await api.post(`/comments/${id}/report`, { reason });
}

export async function getCommentsConfig(): Promise<CommentsConfig> {
  const { data } = await api.get('/config');
  return parseReply(clientConfigSchema, data, 'GET /config').comments;
}

/** OpenWeb's single sign-on: the provider's code_a, form-encoded as the API asks, for its code_b. */
export async function spotimLogin(codeA: string): Promise<string> {
  const { data } = await api.post('/spotim/login', new URLSearchParams({ code_a: codeA }));
  return parseReply(spotimLoginReplySchema, data, 'POST /spotim/login').code_b;
}
