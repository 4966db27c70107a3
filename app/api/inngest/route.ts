import { serve } from "inngest/next";
import { inngest } from "@/inngest/client";
import { functions } from "@/inngest/functions";

// Inngest Cloud or a self-hosted Inngest server calls this endpoint to run the functions.
export const { GET, POST, PUT } = serve({ client: inngest, functions });
