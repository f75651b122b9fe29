import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { extraRecordSchema } from '../resource'
import { GoodsCodesBody, goodsResource } from '../resources/goods'
import { GOODS_API, GoodsClassNode, goodsClassResource } from '../resources/goods-masters'

/** The goods server's calls beside its resources: the class tree and goods by code. */
export const goodsEndpoints = {
  classTree: defineEndpoint({
    method: 'GET',
    path: `${goodsClassResource.basePath}/tree`,
    tags: [goodsClassResource.name],
    summary: 'The live goods classes as a tree, each level in its sort order',
    reply: Type.Array(GoodsClassNode),
  }),
  batchByCode: defineEndpoint({
    method: 'POST',
    path: `${GOODS_API}/client/goods/batch-by-code`,
    tags: [goodsResource.name],
    summary: 'The live goods of the given codes, in their order (unknown codes are left out)',
    query: null,
    body: GoodsCodesBody,
    reply: Type.Array(extraRecordSchema(goodsResource)),
  }),
}
