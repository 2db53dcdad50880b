package ringside.pekko;

import java.util.Optional;
import ringside.contract.HttpStack;
import ringside.contract.HttpStackVariant;

/**
 * Pekko HTTP's server and client on typed's ActorSystem: the http workloads, once per framework (the other variants'
 * tuning is local to their actors, and Pekko HTTP would be configured the same on them).
 */
final class PekkoHttpVariant extends HttpStackVariant {
    static final PekkoHttpVariant STACK = new PekkoHttpVariant();

    private PekkoHttpVariant() {
        super("pekko-http", ActorVariant.TYPED);
    }

    @Override
    public Optional<HttpStack> http() {
        return Optional.of(new RoutesHttpStack(ActorVariant.TYPED));
    }
}
