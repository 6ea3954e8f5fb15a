import type { FastifyPluginAsync } from 'fastify';
import { postEntity } from '../../../../../src/shared/contract/entities/index';
import { successData } from '../../../lib/result';
import { registerCrud } from '../../kit/crud';
import { allPosts, postService } from './service';

/** Post endpoints (RuoYi SysPostController): the kit's CRUD calls and export, plus `optionselect`. */
export const postRoutes: FastifyPluginAsync = async (app) => {
  /** Every post, for the user form's select (any logged-in user, as RuoYi). */
  app.get('/system/post/optionselect', async () => successData(await allPosts(app.db)));

  registerCrud(app, postEntity, postService);
};
