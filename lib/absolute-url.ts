/** An absolute URL for a path or an API media URL; left as it is when already absolute or no base is known. */
export const absoluteUrl = (base: string, pathOrUrl: string) => (/^https?:\/\//i.test(pathOrUrl) || !base ? pathOrUrl : `${base}${pathOrUrl}`);
