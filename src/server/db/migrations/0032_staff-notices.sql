CREATE TABLE "staff_notice_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notice_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "staff_notice_opt_outs_kind" CHECK (kind in ('new_order', 'cod_awaiting_confirmation', 'low_stock', 'contact_message', 'failing_mail'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "staff_notice" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "staff_notice_opt_outs" ADD CONSTRAINT "staff_notice_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key");