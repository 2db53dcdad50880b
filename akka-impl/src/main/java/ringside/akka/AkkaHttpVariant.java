package ringside.akka;

import java.util.Optional;
import ringside.contract.HttpStack;
import ringside.contract.HttpStackVariant;

/**
 * Akka HTTP's server and client on typed's ActorSystem: the http workloads, once per framework (the other variants'
 * tuning is local to their actors, and Akka HTTP would be configured the same on them).
 */
final class AkkaHttpVariant extends HttpStackVariant {
    static final AkkaHttpVariant STACK = new AkkaHttpVariant();

    private AkkaHttpVariant() {
        super("akka-http", ActorVariant.TYPED);
    }

    @Override
    public Optional<HttpStack> http() {
        return Optional.of(new RoutesHttpStack(ActorVariant.TYPED));
    }
}
