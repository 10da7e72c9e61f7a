CREATE TABLE "shop_profile" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"gstin" text NOT NULL,
	"cin" text,
	"support_phone" text NOT NULL,
	"support_email" text NOT NULL,
	"support_hours" text NOT NULL,
	"grievance_officer_name" text NOT NULL,
	"grievance_officer_designation" text NOT NULL,
	"grievance_officer_email" text NOT NULL,
	"saved_at" timestamp with time zone,
	"saved_by" uuid,
	CONSTRAINT "shop_profile_one_row" CHECK ("shop_profile"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "shop_profile" ADD CONSTRAINT "shop_profile_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The footer and the contact page are drawn into cached pages, so a saved profile drops them as a
-- catalogue change does.
CREATE TRIGGER shop_profile_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_profile
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
-- The demo's sample values, so there is always a profile; the app's start replaces them with the
-- environment's until staff save their own.
INSERT INTO shop_profile (legal_name, address, state, gstin, cin, support_phone, support_email,
  support_hours, grievance_officer_name, grievance_officer_designation, grievance_officer_email)
VALUES ('Kavach Accessories Private Limited', E'Plot 12, Okhla Industrial Estate Phase III\nNew Delhi 110020',
  'Delhi', '07AAKCK1234F1ZS', 'U47912DL2023PTC412345', '+91 11 4567 8910', 'support@kavach.shop',
  'Mon-Fri 9AM-6PM IST', 'Ananya Rao', 'Grievance Officer', 'grievance@kavach.shop');
