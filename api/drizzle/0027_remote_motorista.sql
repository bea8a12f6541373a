-- the fifth remote, the driver's page (issue 37), may be released and activated
ALTER TABLE "releases" DROP CONSTRAINT "releases_remote_valido";--> statement-breakpoint
ALTER TABLE "releases_ativacoes" DROP CONSTRAINT "releases_ativacoes_remote_valido";--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_remote_valido" CHECK ("releases"."remote" in ('fleet', 'finance', 'incidents', 'alerts', 'motorista'));--> statement-breakpoint
ALTER TABLE "releases_ativacoes" ADD CONSTRAINT "releases_ativacoes_remote_valido" CHECK ("releases_ativacoes"."remote" in ('fleet', 'finance', 'incidents', 'alerts', 'motorista'));