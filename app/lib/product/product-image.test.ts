import { describe, expect, test } from "vitest";
import { mediaSrcSet, placeholderImage, resolveImageUrl } from "./product-image";

describe("resolveImageUrl", () => {
  test("reads image, image_url, img, thumbnail, photo in that order", () => {
    const all = {
      image: "https://a.example/1.webp",
      image_url: "https://a.example/2.webp",
      img: "https://a.example/3.webp",
      thumbnail: "https://a.example/4.webp",
      photo: "https://a.example/5.webp",
    };
    expect(resolveImageUrl(all)).toBe(all.image);
    expect(resolveImageUrl({ ...all, image: undefined })).toBe(all.image_url);
    expect(resolveImageUrl({ img: all.img, thumbnail: all.thumbnail, photo: all.photo })).toBe(
      all.img,
    );
    expect(resolveImageUrl({ thumbnail: all.thumbnail, photo: all.photo })).toBe(all.thumbnail);
    expect(resolveImageUrl({ photo: all.photo })).toBe(all.photo);
  });

  test("skips unusable values and falls back to the placeholder", () => {
    expect(
      resolveImageUrl({ image: "", image_url: 42, img: "javascript:alert(1)", photo: "/p.webp" }),
    ).toBe("/p.webp");
    expect(resolveImageUrl({})).toBe(placeholderImage);
    expect(resolveImageUrl({ image: "   " })).toBe(placeholderImage);
  });

  test("prefixes a path starting with '/' with the point-of-sale host", () => {
    expect(resolveImageUrl({ image: "/uploads/a.jpg" }, "https://pos.example")).toBe(
      "https://pos.example/uploads/a.jpg",
    );
    expect(resolveImageUrl({ image: "/uploads/a.jpg" })).toBe("/uploads/a.jpg");
    expect(resolveImageUrl({ image: "//cdn.example/a.jpg" })).toBe(placeholderImage);
  });
});

test("our media gets a srcset of its stored widths; other URLs none", () => {
  expect(mediaSrcSet("/media/products/abc-800.webp", [240, 480, 800])).toBe(
    "/media/products/abc-240.webp 240w, /media/products/abc-480.webp 480w, /media/products/abc-800.webp 800w",
  );
  expect(mediaSrcSet("https://a.example/x-800.webp", [240])).toBeUndefined();
});
