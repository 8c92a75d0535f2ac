/**
 * The API's shapes, from the types `npm run gen:api` generates out of `openapi.yaml` (schema.d.ts).
 * `npm run check:api-types` fails when schema.d.ts is stale.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type Country = 'australia' | 'us';
export type User = Schemas['UserDto'];
/** Every field is optional here: the spec treats a missing profile as an empty object. */
export type FinancialProfile = Partial<Schemas['ProfileDto']>;
export type Calculations = Schemas['CalculationsDto'];
export type Message = Schemas['MessageDto'];
export type MessageMetadata = Schemas['MessageMetadataDto'];
export type ChatResponse = Schemas['ChatResponse'];
export type Suggestions = Schemas['SuggestionsResponse'];
export type ProjectionRow = Schemas['ProjectionRowDto'];
export type Outlook = Schemas['OutlookDto'];
export type Projection = Schemas['ProjectionResponse'];
export type Recommendation = Schemas['RecommendationDto'];
export type ProfileInput = Schemas['ProfileInput'];
export type AssumptionsInput = Schemas['AssumptionsInput'];
export type Conversation = Schemas['ConversationDto'];
export type Plan = Schemas['PlanResponse'];
export type PlanRow = Schemas['PlanRowDto'];
export type Goal = Schemas['Goal'];
export type GoalKind = Schemas['GoalKind'];
export type GoalInput = Schemas['GoalInput'];
export type GoalPatchInput = Schemas['GoalPatchInput'];
export type TrackedDebt = Schemas['TrackedDebt'];
export type NetWorthPoint = Schemas['NetWorthPointDto'];
export type NetWorthHistory = Schemas['HistoryResponse'];
