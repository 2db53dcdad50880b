package ringside.kilim;

import java.util.Optional;
import ringside.contract.HttpStack;
import ringside.contract.HttpStackVariant;
import ringside.workload.Workload;

/**
 * Kilim's HTTP server (kilim.http), whose sessions are tasks on Kilim's default scheduler kind, mailbox's. Kilim has
 * no HTTP client, so it serves httpThroughput only.
 */
final class KilimHttpVariant extends HttpStackVariant {
    static final KilimHttpVariant KILIM_HTTP = new KilimHttpVariant();
    /** Why the messaging variants run no http workload. */
    static final String ITS_OWN = "the http workloads run on Kilim's HTTP server, the variant kilim-http";

    private KilimHttpVariant() {
        super("kilim-http", KilimVariant.MAILBOX);
    }

    @Override
    public Optional<HttpStack> http() {
        return Optional.of(new KilimHttp());
    }

    @Override
    public Optional<String> cannotRun(Workload workload) {
        return workload == Workload.HTTP_PING_PONG ? Optional.of(KilimHttp.NO_CLIENT) : super.cannotRun(workload);
    }
}
