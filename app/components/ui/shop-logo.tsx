/**
 * The shop's logo (129×42, sized by `className`): dark ink on the ivory header, `light` on the
 * espresso footer and admin bar.
 */
export function ShopLogo({ light = false, className }: { light?: boolean; className: string }) {
  return (
    <img
      src={light ? "/media/brand/logo-light.svg" : "/media/brand/logo.svg"}
      alt="Loris"
      width={129}
      height={42}
      className={className}
    />
  );
}
