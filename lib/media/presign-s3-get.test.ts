import { describe, expect, it } from "vitest";
import { presignS3Get } from "@/lib/media/presign-s3-get";

describe("presignS3Get (AWS Signature Version 4 in the query string)", () => {
  // The worked example of AWS's "Authenticating Requests: Using Query Parameters (AWS Signature
  // Version 4)": GET /test.txt of examplebucket, 24 hours, with the documented example keys.
  it("signs AWS's documented example to its documented signature", () => {
    const url = presignS3Get({
      endpoint: "https://examplebucket.s3.amazonaws.com",
      bucket: "",
      key: "test.txt",
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      expiresInSeconds: 86400,
      now: new Date("2013-05-24T00:00:00Z"),
    });
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request" +
        "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("puts the bucket in the path (path-style) and encodes the key's characters but its slashes", () => {
    const url = new URL(presignS3Get({ endpoint: "http://127.0.0.1:9000", bucket: "media", key: "u/a b+c.mp4", region: "auto", accessKeyId: "k", secretAccessKey: "s", expiresInSeconds: 60 }));
    expect(url.pathname).toBe("/media/u/a%20b%2Bc.mp4");
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
  });
});
