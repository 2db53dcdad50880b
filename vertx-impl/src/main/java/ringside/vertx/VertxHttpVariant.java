package ringside.vertx;

import java.util.Optional;
import ringside.contract.HttpStack;
import ringside.contract.HttpStackVariant;

/**
 * Vert.x's HttpServer and HttpClient on eventbus's Vert.x instance (its event loops sized to the run). They use no
 * event bus, so the delivery forms of the messaging variants change nothing here: one variant.
 */
final class VertxHttpVariant extends HttpStackVariant {
    static final VertxHttpVariant HTTP_SERVER = new VertxHttpVariant();
    /** Why the messaging variants run no http workload. */
    static final String ITS_OWN = "Vert.x's HttpServer and HttpClient use no event bus: the http workloads run on"
            + " the variant http-server";

    private VertxHttpVariant() {
        super("http-server", BusVariant.EVENTBUS);
    }

    @Override
    public Optional<HttpStack> http() {
        return Optional.of(new VertxHttp());
    }
}
