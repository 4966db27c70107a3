import { BrandsIcon, CalendarIcon, CreateIcon, HomeIcon, PostsIcon, SettingsIcon } from "@/components/ui/icons";

export const NAV_ITEMS = [
  { href: "/dashboard", label: "Dashboard", Icon: HomeIcon },
  { href: "/brands", label: "Brands", Icon: BrandsIcon },
  { href: "/create", label: "Create", Icon: CreateIcon },
  { href: "/posts", label: "Posts", Icon: PostsIcon },
  { href: "/calendar", label: "Calendar", Icon: CalendarIcon },
  { href: "/approvals", label: "Approvals", Icon: PostsIcon },
  { href: "/settings", label: "Settings", Icon: SettingsIcon },
] as const;
