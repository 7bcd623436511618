/**
 * Who may do what (decisions/0029). Roles live on the account (users.role); ADMIN_ACCOUNTS grants
 * `admin` at start (roles.ts). A seller's own data is theirs alone: no role reaches into it.
 */
export const ROLES = ['seller', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function toRole(value: string): Role {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : 'seller';
}

/** What the operator's screens and commands act on. */
export type OperatorResource = 'catalog';
export type Action = 'import' | 'read' | 'write';
/** A seller's own record (an order, a saved filter, a generation). */
export interface Owned {
  ownerId: number;
}
export type Resource = OperatorResource | Owned;

/** Enough of the caller to decide: request.user, or a user row. */
export interface Actor {
  id: number;
  role: Role;
}

type Grant = readonly [Action, OperatorResource];
const OPERATOR_GRANTS: readonly Grant[] = [
  ['import', 'catalog'],
  ['read', 'catalog'],
];
const GRANTS: Record<Role, readonly Grant[]> = {
  seller: [],
  operator: OPERATOR_GRANTS,
  admin: OPERATOR_GRANTS,
};

/** Whether `actor` may do `action` on `resource`; nobody (null) may do anything. */
export function can(actor: Actor | null | undefined, action: Action, resource: Resource): boolean {
  if (!actor) return false;
  if (typeof resource === 'object') return resource.ownerId === actor.id;
  return GRANTS[actor.role].some(([a, r]) => a === action && r === resource);
}
