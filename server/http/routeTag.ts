/** An OpenAPI tag: the group of operations a route folder serves, as the document's reader sees it. */
interface RouteTag {
  name: string;
  description: string;
}

/**
 * The tags route folders declared, by name. Module-wide like zod's own registry: a folder
 * declares its tag once when it is imported, whichever app instances register it after.
 */
const declared = new Map<string, RouteTag>();

/**
 * Declares the tag of a route folder and gives its name for the routes' `tags`, so a new folder
 * brings its own tag and no central list grows. A folder that shares another's tag imports
 * that folder's constant; a second description for the same name is a mistake.
 */
export const routeTag = (tag: RouteTag): string => {
  const known = declared.get(tag.name);
  if (known && known.description !== tag.description)
    throw new Error(`The OpenAPI tag "${tag.name}" is declared twice with different descriptions`);
  declared.set(tag.name, tag);
  return tag.name;
};

/**
 * The document's `tags`: those its operations use, in the order they first appear. An
 * operation whose tag no folder declared fails the document rather than showing it bare.
 */
export const documentTags = (paths: Record<string, Record<string, unknown>> = {}): RouteTag[] => {
  const used = new Set(
    Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation as { tags?: string[] }).tags ?? []),
    ),
  );
  return [...used].map((name) => {
    const tag = declared.get(name);
    if (!tag) throw new Error(`The OpenAPI tag "${name}" is used by a route but declared by none (routeTag)`);
    return tag;
  });
};
