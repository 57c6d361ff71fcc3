/**
 * Which pages in the content area belong to the new framework: those on the origin of its address
 * (the domain record's newFrameworkUrl, else the product's, else the user center's address). The
 * address names the framework's entry page (the seed's is /index), so its path is not a prefix.
 */
export function isNewFrameworkPage(url: string, newFrameworkUrl: string, origin: string): boolean {
  if (!newFrameworkUrl) return false;
  try {
    return new URL(url, origin).origin === new URL(newFrameworkUrl, origin).origin;
  } catch {
    return false;
  }
}
