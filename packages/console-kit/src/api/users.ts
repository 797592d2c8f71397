import type { Request } from './client.ts';
import { path } from './path.ts';
import type { User, UserInput } from './types.ts';

export const usersApi = (request: Request) => ({
  list: () => request<User[]>('GET', 'Users', { shape: 'list' }),
  get: (sid: string) => request<User>('GET', path('Users', sid)),
  create: (body: UserInput) => request<{ user_sid: string }>('POST', 'Users', { json: body }),
  update: (sid: string, body: Partial<UserInput>) =>
    request<void>('PUT', path('Users', sid), { json: body }),
  remove: (sid: string) => request<void>('DELETE', path('Users', sid)),
});
