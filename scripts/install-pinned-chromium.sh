#!/bin/sh
# Installs the Chromium build a campaign is frozen at (docs/campaign.md, "Same toolchain on every machine").
# Debian's index carries only the newest security release of chromium, so a pinned build leaves it within
# weeks (156.0.8078.108 did by 2026-12-01, replaced by .114); its .deb files stay in the security pool.
# So: from the index while it carries the build, else from the pool, checked against the SHA-256 pinned
# here, and held so that an upgrade does not replace it mid-campaign.
# usage: sh scripts/install-pinned-chromium.sh 156.0.8078.108-1~deb12u1
set -eu
version="${1:?usage: sh scripts/install-pinned-chromium.sh <Debian version of chromium, e.g. 156.0.8078.108-1~deb12u1>}"
upstream="${version%%-*}"

# The security pool of the mirror apt itself is configured with (no package host is written into the
# repository): the archive whose release is the security suite, as apt's index targets name it.
security_pool() {
	archive=$(apt-get indextargets --format '$(REPO_URI) $(RELEASE)' 2>/dev/null | awk '$2 ~ /-security$/ { print $1; exit }')
	if [ -z "$archive" ]; then
		echo "apt's sources name no security suite (apt-get indextargets): add Debian's security archive to them to install chromium $version from its pool." >&2
		exit 1
	fi
	echo "${archive%/}/pool/updates/main/c/chromium"
}

# SHA-256 of each pinned build's two packages, as Debian's security archive served them over https (read 2026-12-01).
sha256_of() {
	case "$1" in
		chromium_156.0.8078.108-1~deb12u1_amd64.deb) echo fcbc4947b6348fb184fa96d4d4f046e0d5aa981c96740c44635e794a811327ee ;;
		chromium-common_156.0.8078.108-1~deb12u1_amd64.deb) echo 82c0e63c780a12eb1d01a5b99489015c7062a85766e5d17664df2f29684f9202 ;;
		*) echo "" ;;
	esac
}

installed=$( (/usr/bin/chromium --version 2>/dev/null || true) | awk '{print $2}')
if [ "$installed" = "$upstream" ]; then
	echo "Chromium $upstream is installed."
	exit 0
fi

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# apt-cache show exits 0 even for a version the index lacks, so read the versions it lists instead.
if apt-cache madison chromium | awk -F'|' '{ gsub(/ /, "", $2); print $2 }' | grep -qxF "$version"; then
	$SUDO apt-get install -y -qq --allow-downgrades --allow-change-held-packages "chromium=$version" "chromium-common=$version"
else
	pool=$(security_pool)
	echo "Debian's index no longer carries chromium $version; taking it from $pool, checked by SHA-256."
	command -v curl >/dev/null 2>&1 || $SUDO apt-get install -y -qq curl ca-certificates
	dir=$(mktemp -d)
	for package in chromium chromium-common; do
		file="${package}_${version}_amd64.deb"
		expected=$(sha256_of "$file")
		if [ -z "$expected" ]; then
			echo "No SHA-256 is pinned for $file in $0: add it (from a machine that installed it from Debian's index) before installing from the pool." >&2
			exit 1
		fi
		curl -fsSL --retry 3 -o "$dir/$file" "$pool/$file"
		actual=$(sha256sum "$dir/$file" | cut -d' ' -f1)
		if [ "$actual" != "$expected" ]; then
			echo "$file from $pool has SHA-256 $actual, not the pinned $expected: refusing to install it." >&2
			exit 1
		fi
	done
	# apt-get (not dpkg) so that a fresh container also gets chromium's dependencies from the index.
	$SUDO apt-get install -y -qq --allow-downgrades --allow-change-held-packages "$dir/chromium-common_${version}_amd64.deb" "$dir/chromium_${version}_amd64.deb"
	rm -rf "$dir"
fi
$SUDO apt-mark hold chromium chromium-common >/dev/null
installed=$(/usr/bin/chromium --version | awk '{print $2}')
if [ "$installed" != "$upstream" ]; then
	echo "Installed Chromium is $installed, not the pinned $upstream." >&2
	exit 1
fi
echo "Chromium $upstream is installed and held."
