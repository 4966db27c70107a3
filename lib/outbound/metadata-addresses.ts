// Cloud metadata services hand the machine's credentials to anyone who can make it ask: no
// setting ever opens them (lib/net/address-policy.ts refuses them first; an operator's
// allowlist that names one is refused at start-up, lib/outbound/private-allowlist.ts).

/**
 * 169.254.169.254: AWS, Google Cloud, Azure, Oracle, OpenStack, DigitalOcean and others;
 * 169.254.170.2: ECS task metadata; 169.254.170.23 and fd00:ec2::23: EKS Pod Identity;
 * fd00:ec2::254: AWS over IPv6; 100.100.100.200: Alibaba Cloud; 168.63.129.16: Azure's host
 * endpoint. As ipaddr.js writes them (IPv6 shortened, lower case).
 */
export const METADATA_ADDRESSES: ReadonlySet<string> = new Set([
  "169.254.169.254",
  "169.254.170.2",
  "169.254.170.23",
  "fd00:ec2::254",
  "fd00:ec2::23",
  "100.100.100.200",
  "168.63.129.16",
]);

/** Names the clouds give those services inside their networks. */
export const METADATA_HOSTS: ReadonlySet<string> = new Set([
  "metadata.google.internal",
  "metadata.goog",
  "metadata",
  "instance-data",
  "instance-data.ec2.internal",
]);
