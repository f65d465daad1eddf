#!/usr/bin/env bash
# Makes the container image's base from Debian's packages, for machines that reach a Debian mirror and
# the npm registry but no container registry (docs/operations.md "Container image"). Two images, the
# equivalents of the public node image the Containerfile defaults to:
#   localhost/apps-base:node20-trixie        Debian 13 "trixie" with its nodejs (20.19), CA certificates
#                                            and useradd: the runtime stage's base
#   localhost/apps-base:node20-trixie-build  the same with npm from the npm registry (`npm pack`): the
#                                            build stages' base (Debian's npm 9.2 cannot read our lock)
# Usage: scripts/image-base.sh [--force]   (without --force, an image that exists is kept)
# Environment: CONTAINER_ENGINE (podman or docker; default: whichever is installed, podman first),
#   DEBIAN_MIRROR (default: the first Debian mirror in /etc/apt/sources.list*, else deb.debian.org),
#   DEBIAN_SECURITY_MIRROR, DEBIAN_SUITE (default trixie), IMAGE_BASE_NAME (default localhost/apps-base),
#   IMAGE_NPM_VERSION (default 11.19.1, the npm the lock file is written with).
set -euo pipefail
cd "$(dirname "$0")/.."

force=false
if [ "${1:-}" = "--force" ]; then force=true; fi

engine="$(node scripts/image-engine.mjs engine)"
mapfile -t engine_flags < <(node scripts/image-engine.mjs flags)
if ! command -v mmdebstrap >/dev/null 2>&1; then
  echo "image-base: mmdebstrap is not installed (apt-get install -y mmdebstrap)" >&2
  exit 1
fi

# The mirror this machine's apt already reaches (a deb822 "URIs:" line or a one-line "deb" entry).
mirror_from_apt() {
  { cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null || true; } |
    grep -oE 'https?://[^ ]+/debian/?( |$)' | head -n 1 | tr -d ' ' | sed 's:/$::' || true
}
mirror="${DEBIAN_MIRROR:-$(mirror_from_apt)}"
mirror="${mirror:-http://deb.debian.org/debian}"
security_mirror="${DEBIAN_SECURITY_MIRROR:-${mirror%/debian}/debian-security}"
suite="${DEBIAN_SUITE:-trixie}"
name="${IMAGE_BASE_NAME:-localhost/apps-base}"
npm_version="${IMAGE_NPM_VERSION:-11.19.1}"
runtime_tag="$name:node20-$suite"
build_tag="$name:node20-$suite-build"

image_exists() {
  if [ "$engine" = podman ]; then podman image exists "$1"; else docker image inspect "$1" >/dev/null 2>&1; fi
}

# The runtime base: the essential packages, nodejs, CA certificates and passwd (useradd), without
# recommends, manuals, documentation (the copyright files stay) or translations.
if $force || ! image_exists "$runtime_tag"; then
  echo "image-base: making $runtime_tag from $suite at $mirror"
  # nice: unpacking and configuring are CPU-bound and the machine is shared. The hook's "$1" (the new
  # root) is expanded by mmdebstrap, hence the single quotes.
  # shellcheck disable=SC2016
  nice mmdebstrap \
    --variant=essential \
    --include=nodejs,ca-certificates,passwd \
    --aptopt='APT::Install-Recommends "false"' \
    --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --customize-hook='rm -rf "$1"/var/cache/apt/* "$1"/var/lib/apt/lists/* "$1"/var/log/*' \
    --format=tar \
    "$suite" - \
    "deb $mirror $suite main" \
    "deb $mirror $suite-updates main" \
    "deb $security_mirror $suite-security main" |
    "$engine" import \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'CMD ["node"]' \
      - "$runtime_tag"
else
  echo "image-base: $runtime_tag exists (scripts/image-base.sh --force makes it again)"
fi

# The build base: the runtime base with npm unpacked under /usr/local, as the node images have it.
if $force || ! image_exists "$build_tag"; then
  echo "image-base: making $build_tag (npm $npm_version)"
  context="$(mktemp -d)"
  trap 'rm -rf "$context"' EXIT
  npm pack --silent --pack-destination "$context" "npm@$npm_version" >/dev/null
  mkdir -p "$context/npm"
  tar -xzf "$context/npm-$npm_version.tgz" -C "$context/npm" --strip-components=1
  cat >"$context/Containerfile" <<EOF
FROM $runtime_tag
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && npm --version
EOF
  "$engine" build "${engine_flags[@]}" -t "$build_tag" -f "$context/Containerfile" "$context"
else
  echo "image-base: $build_tag exists (scripts/image-base.sh --force makes it again)"
fi
echo "image-base: ready: $runtime_tag and $build_tag"
