import { commentsRoute } from '@/server/comments/comments-route';

export const config = { api: { bodyParser: false } };

export default commentsRoute('podcast');
